/** The test document as the server sends it: `json` in the non-executed script element `elementId`. */
export function documentWithJson(elementId: string, json: string): Document {
  const element = document.createElement('script');
  element.id = elementId;
  element.type = 'application/json';
  element.textContent = json;
  document.head.append(element);
  return document;
}
