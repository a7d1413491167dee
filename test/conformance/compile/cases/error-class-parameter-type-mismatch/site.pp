class a(Integer $port) {}
class { 'a':
  port => 'eighty',
}
