/**
 * A cookie scripts may read, set beside the httpOnly session cookie while a
 * session is open: it holds no secret ('1'), only tells the guest page that
 * asking who is looking may be worth a request ('내 청첩장·부고장 관리'). A
 * guest who never logged in has none and costs the server nothing more.
 */
export const loggedInHintCookie = 'ongi_in';
