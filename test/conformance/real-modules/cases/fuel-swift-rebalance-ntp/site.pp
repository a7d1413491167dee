class { '::openstack_tasks::swift::rebalance_cronjob': }
class { '::osnailyfacter::ntp::ntp_client': }
class { '::osnailyfacter::override_resources': }
