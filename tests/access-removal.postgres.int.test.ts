/**
 * Issue 45 on PostgreSQL: access removed at the identity provider ends every way in
 * (card and password too, until an administrator restores the account; the sweep finds
 * people who never come back), and administrators who sign in by card or single sign-on
 * prove a change with a fresh sign-in or a code instead of a password.
 */
import { describeAccessRemoval } from './support/access-removal-suite'

describeAccessRemoval('postgres')
