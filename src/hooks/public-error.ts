import { APIError } from 'payload'

/**
 * An error whose message the REST API shows as it is. Named explicitly: Payload formats
 * an error by its name, and the production build shortens class names.
 */
export function publicError(message: string, status: number, name: string): APIError {
  const error = new APIError(message, status, null, true)
  error.name = name
  return error
}
