/**
 * The vendor's Ed25519 public key (SPKI PEM) that the product ships: license keys are verified
 * against it offline (issue #5 "License"). Its private key is kept by the vendor, never in this
 * repository; `npm run license:issue` signs keys with it. A site may point at another vendor key
 * with LICENSE_PUBLIC_KEY (tests use their own key pair that way).
 */
export const VENDOR_PUBLIC_KEY = `-----BEGIN PUBLIC KEY-----
MCowBQYDK2VwAyEA11bxpND6f52qMEIquKSk0dLt0oeA9dJLqr0D352lNJg=
-----END PUBLIC KEY-----
`;
