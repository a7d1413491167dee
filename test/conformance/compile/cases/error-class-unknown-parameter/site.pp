class c { }
class { 'c': bogus => 1 }
