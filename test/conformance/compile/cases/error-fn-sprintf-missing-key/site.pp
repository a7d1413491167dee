notify { 'a':
  message => sprintf('%<a>s', { 'b' => 1 }),
}
