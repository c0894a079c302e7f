import { describe, expect, it } from 'vitest';
import { renderScreenShells } from './screen-shells';
import { patterns } from './paths';
import { screens } from './route-registry';

describe("screens' first views, drawn into their HTML by the build", () => {
  const shells = renderScreenShells();

  it('are drawn for the home page and the login page, each for a screen in the site header', () => {
    expect(Object.keys(shells).sort()).toEqual([patterns.home, patterns.login].sort());
    // The server puts a first view below the header's shell: a screen without the header would never show it.
    for (const pattern of Object.keys(shells)) {
      expect(screens.find((screen) => screen.pattern === pattern)?.layout, pattern).toBe('public');
    }
  });

  it("are the screens' own views in the public layout's main column, nothing read from the API and no form", () => {
    for (const html of Object.values(shells)) {
      expect(html).toMatch(/^<main class="[^"]+">/);
      expect(html).not.toMatch(/<(form|input|textarea|select)\b/);
    }
    const home = shells[patterns.home] ?? '';
    expect(home).toContain('결제 금액의 절반은 고르신 기부처에 전해지고, 보내신 메시지는 행사장 화면에 화환처럼 걸립니다.');
    expect(home).toContain('href="/overview"');
    const login = shells[patterns.login] ?? '';
    expect(login).toContain('로그인</h1>');
    expect(login).toContain('마음을 전하는 가장 따뜻한 방법, 온기');
  });
});
