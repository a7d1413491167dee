node 'mon01.example.com' {
  include prometheus::server
  include prometheus::node_exporter
}
