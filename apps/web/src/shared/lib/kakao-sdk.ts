// Kakao's browser SDKs, loaded only on the pages and at the moment they are
// used, and only when the server gave this page a JavaScript key.

/** The key the server put into the page (`<meta name="ongi-kakao-js-key">`), or null. */
export function kakaoJsKey(): string | null {
  return document.querySelector<HTMLMetaElement>('meta[name="ongi-kakao-js-key"]')?.content.trim() || null;
}

const scripts = new Map<string, Promise<void>>();

export function loadScript(src: string): Promise<void> {
  let loading = scripts.get(src);
  if (!loading) {
    loading = new Promise<void>((resolve, reject) => {
      const script = document.createElement('script');
      script.src = src;
      script.async = true;
      script.onload = () => resolve();
      script.onerror = () => {
        scripts.delete(src);
        script.remove();
        reject(new Error(`${src} 를 불러오지 못했습니다.`));
      };
      document.head.append(script);
    });
    scripts.set(src, loading);
  }
  return loading;
}
