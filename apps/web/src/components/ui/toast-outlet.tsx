import { TOAST_AUTO_CLOSE_MS } from '@pathshala/shared/constants';
import { ToastContainer } from 'react-toastify/unstyled';

/** The app's single toast container (spec §8: close after 1500 ms, top-right), loaded by `Toaster` with the first toast. */
export function ToastOutlet() {
  return (
    <ToastContainer
      position="top-right"
      autoClose={TOAST_AUTO_CLOSE_MS}
      newestOnTop
      closeOnClick
      pauseOnFocusLoss={false}
      theme="light"
    />
  );
}
