/** A GPX or KML file as multipart form data, field `file` (the browser sets the boundary). */
export function routeFileForm(file: File): FormData {
  const body = new FormData();
  body.append('file', file, file.name);
  return body;
}
