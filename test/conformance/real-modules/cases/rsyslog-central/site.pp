node 'log01.example.com' {
  include rsyslog
  include rsyslog::config
}
