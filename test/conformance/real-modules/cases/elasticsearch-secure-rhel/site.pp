node 'es11.example.com' {
  class { 'elastic_stack::repo':
    version  => 8,
    priority => 10,
  }
  include elasticsearch
}
