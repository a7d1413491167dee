function count() >> Integer { 1 }
class c(String $x) {}
class { 'c':
  x => Deferred('count', []),
}
