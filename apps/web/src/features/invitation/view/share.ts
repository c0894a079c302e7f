import type { InvitationView } from '@ongi/shared';
import { copyWithNotice } from './copy';
import { kakaoJsKey, loadScript } from '@web/shared/lib/kakao-sdk';
import { invitationTitle } from './view-text';

const kakaoSdkUrl = 'https://t1.kakaocdn.net/kakao_js_sdk/2.7.4/kakao.min.js';

interface KakaoLink {
  mobileWebUrl: string;
  webUrl: string;
}
interface KakaoSdk {
  isInitialized(): boolean;
  init(key: string): void;
  Share: {
    sendDefault(options: {
      objectType: 'feed';
      content: { title: string; description: string; imageUrl: string; link: KakaoLink };
      buttons: { title: string; link: KakaoLink }[];
    }): void;
  };
}
declare global {
  interface Window {
    Kakao?: KakaoSdk;
  }
}

export type ShareWay = 'kakao' | 'system' | 'copy';

/** How this browser shares: KakaoTalk with the site's key, the phone's own share sheet, else copying the link. */
export function shareWay(): ShareWay {
  if (kakaoJsKey()) return 'kakao';
  return typeof navigator.share === 'function' ? 'system' : 'copy';
}

export function invitationUrl(view: InvitationView): string {
  return `${window.location.origin}/invitation/${view.publicNum}`;
}

/** The link preview the server wrote into the page (title, date and place, the 1200×630 picture). */
const metaContent = (property: string) => document.querySelector<HTMLMetaElement>(`meta[property="${property}"]`)?.content ?? '';

export const linkCopiedMessage = '링크가 복사되었습니다';

export async function shareInvitation(view: InvitationView) {
  const url = invitationUrl(view);
  const title = metaContent('og:title') || invitationTitle(view);
  const key = kakaoJsKey();
  if (key) {
    try {
      await loadScript(kakaoSdkUrl);
      const kakao = window.Kakao;
      if (!kakao) throw new Error('Kakao SDK');
      if (!kakao.isInitialized()) kakao.init(key);
      const link = { mobileWebUrl: url, webUrl: url };
      kakao.Share.sendDefault({
        objectType: 'feed',
        content: { title, description: metaContent('og:description'), imageUrl: metaContent('og:image'), link },
        buttons: [{ title: view.invitationType === 'W' ? '청첩장 보기' : '부고 보기', link }],
      });
      return;
    } catch {
      // KakaoTalk could not be reached: the link still goes out another way.
    }
  }
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title, url });
      return;
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return;
    }
  }
  await copyWithNotice(url, linkCopiedMessage);
}
