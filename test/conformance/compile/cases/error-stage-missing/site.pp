stage { 'pre': }
class a {}
notify { 'x': }
class { 'a':
  stage => 'nope',
}
