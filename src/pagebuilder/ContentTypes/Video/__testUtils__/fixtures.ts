/*
 * Videos as Magento Page Builder stores them (modelled on 2.4.7's output): main > inner (max width)
 * > wrapper (border) > container > iframe or video, in the 2.4 <style> form and the 2.3 inline form.
 */

/** 2.4: a `<style>` block of data-pb-style rules; `player` is the iframe or video element. */
export const video24 = (player: string, { align = 'center', maxWidth = '640px' } = {}) =>
  `<style>#html-body [data-pb-style=V1]{text-align:${align};margin:0 0 16px}#html-body [data-pb-style=V2]{max-width:${maxWidth}}#html-body [data-pb-style=V3]{border-style:solid;border-color:#f26c1d;border-width:2px;border-radius:8px;padding:4px}</style>` +
  `<div data-content-type="video" data-appearance="default" data-element="main" data-pb-style="V1"><div class="pagebuilder-video-inner" data-element="inner" data-pb-style="V2"><div class="pagebuilder-video-wrapper" data-element="wrapper" data-pb-style="V3"><div class="pagebuilder-video-container">${player}</div></div></div></div>`;

/** 2.3: the same with inline style attributes. */
export const video23 = (player: string) =>
  `<div data-content-type="video" data-appearance="default" data-element="main" style="text-align: right; margin: 0px;"><div class="pagebuilder-video-inner" data-element="inner" style="max-width: 480px;"><div class="pagebuilder-video-wrapper" data-element="wrapper" style="border-style: dotted; border-width: 1px; border-radius: 0px;"><div class="pagebuilder-video-container">${player}</div></div></div></div>`;

export const iframe = (src: string) => `<iframe frameborder="0" allowfullscreen="" src="${src}" data-element="video" allow="autoplay"></iframe>`;

export const videoFile = (src: string, attributes = '') => `<video frameborder="0" controls="" src="${src}" data-element="video"${attributes}></video>`;
