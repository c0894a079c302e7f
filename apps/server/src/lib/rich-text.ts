import sanitizeHtml, { type IOptions } from 'sanitize-html';
import { fileKeyPattern } from '@ongi/shared';

// Rich text from the admin's Quill editor is cleaned once, when it is written,
// with an allowlist that fits exactly what Quill produces (INTEGRATIONS.md,
// "Rich text"). Anything else — scripts, event handlers, styles, forms,
// javascript: links, frames from other sites — is dropped. Readers then get
// stored HTML that is safe to insert as it is, inside an element with Quill's
// `ql-editor` class.

const quillTags = [
  'p',
  'br',
  'h1',
  'h2',
  'h3',
  'strong',
  'em',
  'u',
  's',
  'a',
  'ol',
  'ul',
  'li',
  'blockquote',
  'pre',
  'code',
  'span',
  'img',
  'iframe',
  'sub',
  'sup',
];

// Quill's class attributors: alignment, indentation, size and font, code
// blocks and embedded videos. Only the values its toolbar can produce.
const quillClasses = [
  /^ql-align-(center|right|justify)$/,
  /^ql-indent-[1-8]$/,
  /^ql-size-(small|large|huge)$/,
  /^ql-font-(serif|monospace)$/,
  'ql-direction-rtl',
  'ql-syntax',
  'ql-video',
];

/** YouTube and Vimeo players, over https only. */
export const allowedVideoHosts = ['www.youtube.com', 'youtube.com', 'www.youtube-nocookie.com', 'player.vimeo.com'];

/**
 * An image source the product serves itself (/api/file/image?path=<stored key>,
 * the editor's upload answer) or an https address of another site. No data: or
 * blob: URLs (Quill pastes images as base64 when no upload handler is set), no
 * http, and no other path of this site's API, relative or absolute: a reader's
 * browser fetches an image with the reader's cookies when it is on this site,
 * so `<img src="https://<this site>/api/...">` would be a request in their name.
 * Any host's /api/ path counts as this site's (the site may answer on several
 * names: www and bare, an old domain), except the upload-served image path.
 * Images on other sites stay: the session cookie is SameSite, so they carry none.
 */
export function isAllowedImageSrc(src: string): boolean {
  const value = src.trim();
  if (/^https:\/\/[^\s/]+/i.test(value)) {
    let url: URL;
    try {
      url = new URL(value);
    } catch {
      return false;
    }
    return !isApiPath(url.pathname) || isUploadedImage(`${url.pathname}${url.search}`);
  }
  return isUploadedImage(value);
}

/** /api/... however it is spelled: case, percent-encoding, dot segments (the URL parser has removed those). */
function isApiPath(pathname: string): boolean {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return true;
  }
  return /^\/+api(\/|$)/i.test(decoded);
}

/** Exactly /api/file/image?path=<a key the storage made>. */
function isUploadedImage(value: string): boolean {
  const key = /^\/api\/file\/image\?path=([^&#\s]+)$/.exec(value)?.[1];
  if (key === undefined) return false;
  try {
    return fileKeyPattern.test(decodeURIComponent(key));
  } catch {
    return false;
  }
}

/** The text and background colours of Quill's palette, as a browser writes them: #rgb, #rrggbb or rgb(r, g, b). */
const quillColour = [/^#[0-9a-f]{3}$/i, /^#[0-9a-f]{6}$/i, /^rgb\(\s*\d{1,3}\s*,\s*\d{1,3}\s*,\s*\d{1,3}\s*\)$/];

const listKinds = new Set(['ordered', 'bullet', 'checked', 'unchecked']);

/** The attributes that pass `keep`, in their original order (so cleaning twice changes nothing). */
function keepAttributes(attribs: Record<string, string>, keep: (name: string, value: string) => boolean): Record<string, string> {
  return Object.fromEntries(Object.entries(attribs).filter(([name, value]) => keep(name, value)));
}

const options: IOptions = {
  allowedTags: quillTags,
  allowedAttributes: {
    '*': ['class'],
    // Only the colour and background the editor's palette sets (allowedStyles).
    span: ['class', 'style'],
    a: ['href', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height'],
    iframe: ['src', 'frameborder', 'allowfullscreen'],
    li: ['data-list'],
    pre: ['spellcheck'],
  },
  // ql-ui is let through only so that exclusiveFilter can see it and drop the span.
  allowedClasses: { '*': quillClasses, span: [...quillClasses, 'ql-ui'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['https'], iframe: ['https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  // '//evil.example/x.js' would borrow the page's scheme: never.
  allowProtocolRelative: false,
  allowedIframeHostnames: allowedVideoHosts,
  allowIframeRelativeUrls: false,
  allowedStyles: { span: { color: quillColour, 'background-color': quillColour } },
  // Elements outside the list are unwrapped (their text stays); these lose their content too.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'title', 'template', 'xmp', 'noembed', 'noframes'],
  transformTags: {
    // Every link is opened without handing this page to the target; a target
    // other than a new tab (_self, _parent, a named frame) is dropped.
    a: (tagName, attribs) => ({
      tagName,
      attribs: {
        ...keepAttributes(attribs, (name, value) => name !== 'rel' && (name !== 'target' || value === '_blank')),
        rel: 'noopener noreferrer',
      },
    }),
    // Quill 2 writes every list as <ol> and tells bullets from numbers by data-list.
    li: (tagName, attribs) => ({
      tagName,
      attribs: keepAttributes(attribs, (name, value) => name !== 'data-list' || listKinds.has(value)),
    }),
    img: (tagName, attribs) => ({
      tagName,
      attribs: keepAttributes(attribs, (name, value) => name !== 'src' || isAllowedImageSrc(value)),
    }),
  },
  // Quill's own UI spans (list markers) are editor furniture, not content; an
  // image or frame whose source was refused would only be an empty box.
  exclusiveFilter: (frame) => {
    if (frame.tag === 'span' && /(^|\s)ql-ui(\s|$)/.test(frame.attribs.class ?? '')) return true;
    if ((frame.tag === 'iframe' || frame.tag === 'img') && !frame.attribs.src) return true;
    return false;
  },
};

/** The stored form of an editor's HTML: safe to render as it is. null and undefined give ''. */
export function sanitizeRichText(html: string | null | undefined): string {
  if (!html) return '';
  return sanitizeHtml(html, options);
}
