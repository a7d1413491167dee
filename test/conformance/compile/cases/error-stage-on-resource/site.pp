stage { 'pre': }
notify { 'x':
  stage => 'pre',
}
