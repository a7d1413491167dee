node 'telemetry01.example.com' {
  include ceilometer
  include ceilometer::logging
  include ceilometer::agent::service_credentials
  include ceilometer::agent::notification
  include ceilometer::agent::polling
  include ceilometer::agent::polling::rgw
  include ceilometer::cache
  include ceilometer::coordination
  include ceilometer::keystone::auth
}
