/* The task pane UI (a placeholder until the session builder lands). Loaded lazily by taskpane.ts. */
import { createRoot } from "react-dom/client";
import { Body1, FluentProvider, Title2, makeStyles, tokens, webLightTheme } from "@fluentui/react-components";
import { type Language, strings } from "./strings";

const useStyles = makeStyles({
  page: {
    display: "flex",
    flexDirection: "column",
    rowGap: tokens.spacingVerticalM,
    padding: tokens.spacingHorizontalL,
  },
});

export function App({ language }: { language: Language }) {
  const styles = useStyles();
  const text = strings[language];
  return (
    <main className={styles.page} lang={language}>
      <Title2 as="h1">{text.title}</Title2>
      <Body1>{text.comingSoon}</Body1>
    </main>
  );
}

export function mountApp(element: HTMLElement, language: Language): void {
  createRoot(element).render(
    <FluentProvider theme={webLightTheme}>
      <App language={language} />
    </FluentProvider>,
  );
}
