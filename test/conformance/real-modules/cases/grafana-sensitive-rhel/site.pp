node 'mon11.example.com' {
  include grafana
}
