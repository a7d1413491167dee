notify { 'x':
  message => Deferred('Not::A::Function', []),
}
