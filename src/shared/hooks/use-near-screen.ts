import { useEffect, useRef, useState } from 'react';

/**
 * True once the element is within 200 px of the viewport (at once where the browser cannot tell):
 * a picture further down the page loads its code only when a reader gets near it. `nearAtFirst`
 * starts it near (and it stays so).
 */
export function useNearScreen(nearAtFirst = false) {
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(() => nearAtFirst || typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && setNear(true), { rootMargin: '200px 0px' });
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  return { ref, near };
}
