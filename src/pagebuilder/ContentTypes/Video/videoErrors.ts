/** Why a video is not shown: a src the storefront does not play, or a file the browser could not play. */
export type VideoErrorReason = 'unsupported' | 'playback';

export interface VideoErrorDetail {
  src: string;
  reason: VideoErrorReason;
}

/** The DOM event a failed Page Builder video dispatches on window (for monitoring); it never throws. */
export const VIDEO_ERROR_EVENT = 'pagebuilder:video-error';

export function reportVideoError(src: string, reason: VideoErrorReason): void {
  if (typeof window === 'undefined') return;
  window.dispatchEvent(new CustomEvent<VideoErrorDetail>(VIDEO_ERROR_EVENT, { detail: { src, reason } }));
}
