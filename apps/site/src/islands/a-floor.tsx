/** Islands measurement (a): the floor — React + react-dom/client hydrateRoot of a trivial component. */
import { useState } from 'react';
import { hydrateRoot } from 'react-dom/client';

function Counter() {
  const [n, setN] = useState(0);
  return (
    <button type="button" onClick={() => setN(n + 1)}>
      {n}
    </button>
  );
}

const el = document.getElementById('island-counter');
if (el) hydrateRoot(el, <Counter />);
