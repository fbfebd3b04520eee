/*
 * Entry of the task pane. taskpane.html is the add-in's one shared runtime: it also loads
 * functions.js (first), so the custom functions are registered before anything here runs.
 * The manifest gives the runtime lifetime="long": it starts with the first custom function call or
 * when the pane opens, and keeps running when the pane is closed, so the functions keep
 * calculating and module state survives until the workbook is closed.
 *
 * The React UI (the session builder) is a separate chunk, fetched only after Office is ready, so it
 * never delays the functions. This entry stays tiny: only the language choice is here.
 */
import { pickLanguage } from "./language";

Office.onReady(async () => {
  const root = document.getElementById("root");
  if (!root) return;
  const language = pickLanguage(Office.context?.displayLanguage);
  document.documentElement.lang = language;
  try {
    const { mountApp } = await import(/* webpackChunkName: "taskpane-app" */ "./app");
    mountApp(root, language);
  } catch (error) {
    root.textContent = `Pref Director: ${String(error)}`;
  }
});
