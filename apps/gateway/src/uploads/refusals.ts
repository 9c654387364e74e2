/** Errors of a multipart request, answered by the HTTP server's error handler in the GraphQL shape. */
const withStatus = (statusCode: number, message: string) => Object.assign(new Error(message), { statusCode });

export const badRequest = (message: string) => withStatus(400, message);

export const fileTooLarge = (maxBytes: number) =>
  withStatus(413, `The file is larger than the ${maxBytes} bytes an upload may carry`);
