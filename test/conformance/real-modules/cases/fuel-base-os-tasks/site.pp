class { '::osnailyfacter::resolvconf': management_vip => hiera('management_vip') }
class { '::osnailyfacter::puppet_pull': }
class { '::osnailyfacter::dnsmasq': external_dns => hiera('external_dns'), master_ip => hiera('master_ip'), management_vrouter_vip => hiera('management_vrouter_vip') }
include ::sysfs
