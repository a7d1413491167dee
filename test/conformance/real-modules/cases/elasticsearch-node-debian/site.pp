node 'es01.example.com' {
  include elastic_stack::repo
  include elasticsearch
}
