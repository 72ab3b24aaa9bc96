/**
 * For stories: records the files the page hands to the browser as downloads (an object URL
 * clicked through an `<a download>`) instead of downloading them. Call `install` in the story's
 * `beforeEach` and return what it returns (it puts the browser's own functions back).
 */
export function recordDownloads() {
  const files: { name: string; text: Promise<string> }[] = [];
  const install = () => {
    const blobs = new Map<string, Blob>();
    const createObjectURL = URL.createObjectURL.bind(URL);
    const revokeObjectURL = URL.revokeObjectURL.bind(URL);
    // Anchors inherit click() from HTMLElement: the stub shadows it, and deleting the stub
    // brings it back.
    const click = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'click')!.value as (
      this: HTMLElement,
    ) => void;
    URL.createObjectURL = (blob: Blob) => {
      const url = `blob:recorded-${blobs.size + 1}`;
      blobs.set(url, blob);
      return url;
    };
    URL.revokeObjectURL = (url: string) => void blobs.delete(url);
    HTMLAnchorElement.prototype.click = function recordOrClick(this: HTMLAnchorElement) {
      const blob = blobs.get(this.href);
      if (!this.download || !blob) return click.call(this);
      // Decoded keeping a byte-order mark (Blob.text() drops it), so a test can see it.
      const text = blob
        .arrayBuffer()
        .then((bytes) => new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes));
      files.push({ name: this.download, text });
    };
    files.length = 0;
    return () => {
      URL.createObjectURL = createObjectURL;
      URL.revokeObjectURL = revokeObjectURL;
      delete (HTMLAnchorElement.prototype as Partial<HTMLAnchorElement>).click;
    };
  };
  return { files, install };
}
