node default {
  include dhcp
  class { 'dhcp::failover':
    peer_address => '192.0.2.12',
    role         => 'secondary',
    omapi_key    => 'omapi_key',
  }
}
