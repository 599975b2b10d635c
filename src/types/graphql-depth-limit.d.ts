declare module 'graphql-depth-limit' {
  import type { ValidationContext, ASTVisitor } from 'graphql'

  export default function depthLimit(
    maxDepth: number,
    options?: { ignore?: (string | RegExp | ((name: string) => boolean))[] },
  ): (context: ValidationContext) => ASTVisitor
}
