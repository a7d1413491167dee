class c($x) {}
class { 'c':
  x => Deferred('no_such_function'),
}
