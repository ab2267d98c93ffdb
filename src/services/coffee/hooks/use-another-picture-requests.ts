import { useEffect } from 'react';
import { onAnotherPictureRequest, takeAnotherPictureRequest } from '../lib/another-request.ts';

/** Draws another picture for each request from outside the page, including one made before it was shown. */
export function useAnotherPictureRequests(another: () => void) {
  useEffect(() => {
    const take = () => {
      if (takeAnotherPictureRequest()) another();
    };
    take();
    return onAnotherPictureRequest(take);
  }, [another]);
}
