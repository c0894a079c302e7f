// Apart from first-screen.ts, which declares the reads through the whole
// contract: the web's API client needs only this name, and importing that
// file put every domain's declarations into the site's first bundle.

/** The id of the `<script type="application/json">` that carries a page's first answers: an object from each read's address to its answer. */
export const firstAnswersElementId = 'first-answers';
