/**
 * The sliders' client script (served as `/static/widgets/slider.js`, loaded only by pages that show
 * a Speakers Slider or an Events Slider): turns each server-rendered `[data-ew-slider]` into a Swiper
 * with its a11y module, arrows, dots and autoplay as the shortcode's `data-*` attributes say.
 * Autoplay pauses on hover and focus, and never starts when the visitor prefers reduced motion.
 * Its a11y messages are the server's, in the widget's language (the buttons' labels and `data-*`),
 * and it slides right to left inside an Arabic widget (the viewport's `dir`).
 */
import Swiper from 'swiper';
import { A11y, Autoplay, Keyboard, Navigation, Pagination } from 'swiper/modules';

const AUTOPLAY_DELAY_MS = 4000;

/** Slides per view at a viewport width, px (1 on phones, at most 2 on tablets, as the CSS fallback). */
function perViewAt(perView: number): Record<number, { slidesPerView: number }> {
  return { 0: { slidesPerView: 1 }, 640: { slidesPerView: Math.min(perView, 2) }, 1000: { slidesPerView: perView } };
}

/** Builds the Swiper of one slider element; idempotent (a second call leaves it alone). */
export function mountSlider(root: HTMLElement): void {
  if (root.dataset.ewMounted) return;
  root.dataset.ewMounted = 'yes';
  const viewport = root.querySelector<HTMLElement>('.ew-slider-viewport');
  if (!viewport) return;
  const perView = Number(root.dataset.perView) || 1;
  const prev = root.querySelector<HTMLButtonElement>('.ew-slider-prev');
  const next = root.querySelector<HTMLButtonElement>('.ew-slider-next');
  const dots = root.querySelector<HTMLElement>('.ew-slider-dots');
  prev?.removeAttribute('hidden');
  next?.removeAttribute('hidden');
  const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  const autoplay = root.dataset.autoplay === 'yes' && !reduceMotion;
  const swiper = new Swiper(viewport, {
    modules: [A11y, Autoplay, Keyboard, Navigation, Pagination],
    spaceBetween: Number(root.dataset.spaceBetween) || 0,
    breakpoints: perViewAt(perView),
    speed: reduceMotion ? 0 : 400,
    keyboard: { enabled: true, onlyInViewport: true },
    // Slides are groups with the 'slide' role description (the server-rendered carousel pattern), Swiper's default role.
    a11y: {
      enabled: true,
      prevSlideMessage: prev?.getAttribute('aria-label') ?? '',
      nextSlideMessage: next?.getAttribute('aria-label') ?? '',
      firstSlideMessage: root.dataset.firstLabel ?? '',
      lastSlideMessage: root.dataset.lastLabel ?? '',
      paginationBulletMessage: root.dataset.bulletLabel ?? '{{index}}',
      slideLabelMessage: root.dataset.slideLabel ?? '{{index}} / {{slidesLength}}',
    },
    navigation: prev && next ? { prevEl: prev, nextEl: next } : false,
    pagination: dots ? { el: dots, clickable: true } : false,
    autoplay: autoplay ? { delay: AUTOPLAY_DELAY_MS, pauseOnMouseEnter: true, disableOnInteraction: false } : false,
  });
  if (autoplay) {
    root.addEventListener('focusin', () => swiper.autoplay.pause());
    root.addEventListener('focusout', () => swiper.autoplay.resume());
  }
}

document.querySelectorAll<HTMLElement>('[data-ew-slider]').forEach(mountSlider);
