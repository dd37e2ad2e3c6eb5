import { Link } from '@tanstack/react-router';

/** A stand-in page under the details overlay: a heading, and a link that opens media 11. */
export function OverlayHome() {
  return (
    <main>
      <h1>Нүүр</h1>
      <Link to="." search={{ media: 11 } as never} resetScroll={false}>
        Нээх
      </Link>
    </main>
  );
}
