/**
 * The part of swiper's stylesheet the shop uses (horizontal slides, a11y live region, zoom,
 * pagination bullets). As emotion styles they reach only the pages that render a slider; importing
 * 'swiper/css' would put swiper's whole sheet into Gatsby's global CSS, inlined in every page.
 */
import { css } from '@emotion/react';

export const swiperBase = css`
  .swiper {
    position: relative;
    z-index: 1;
    display: block;
    overflow: hidden;
    margin: 0 auto;
    padding: 0;
    list-style: none;
  }
  .swiper-wrapper {
    position: relative;
    z-index: 1;
    display: flex;
    width: 100%;
    height: 100%;
    box-sizing: content-box;
    transition-property: transform;
    transform: translate3d(0, 0, 0);
  }
  .swiper-horizontal {
    touch-action: pan-y;
  }
  .swiper-slide {
    position: relative;
    display: block;
    flex-shrink: 0;
    width: 100%;
    height: 100%;
    transition-property: transform;
  }
  /* Until swiper runs (its code comes after the first load, use-lazy-swiper.ts) the row scrolls natively. */
  .swiper:not(.swiper-initialized) {
    overflow-x: auto;
    overscroll-behavior-x: contain;
    scroll-snap-type: x mandatory;
    scrollbar-width: none;
  }
  .swiper:not(.swiper-initialized)::-webkit-scrollbar {
    display: none;
  }
  .swiper:not(.swiper-initialized) .swiper-slide {
    scroll-snap-align: start;
  }
  .swiper .swiper-notification {
    position: absolute;
    left: 0;
    top: 0;
    z-index: -1000;
    opacity: 0;
    pointer-events: none;
  }
`;

export const swiperZoom = css`
  .swiper-zoom-container {
    display: flex;
    align-items: center;
    justify-content: center;
    width: 100%;
    height: 100%;
    text-align: center;
  }
  .swiper-zoom-container > img {
    max-width: 100%;
    max-height: 100%;
    object-fit: contain;
  }
  .swiper-slide-zoomed {
    cursor: move;
    touch-action: none;
  }
`;

export const swiperPagination = css`
  .swiper-pagination {
    position: absolute;
    bottom: 12px;
    left: 0;
    z-index: 10;
    width: 100%;
    text-align: center;
  }
  .swiper-pagination-bullet {
    display: inline-block;
    width: 8px;
    height: 8px;
    margin: 0 4px;
    border-radius: 50%;
    background: #fff;
    opacity: 0.4;
    cursor: pointer;
  }
  .swiper-pagination-bullet-active {
    opacity: 1;
  }
`;
