import { i18n } from '@lingui/core';

/**
 * The admin's pure modules translate with the global `i18n`: unit tests read them in English, the
 * source language (outside production Lingui compiles each message itself).
 */
i18n.loadAndActivate({ locale: 'en', messages: {} });
