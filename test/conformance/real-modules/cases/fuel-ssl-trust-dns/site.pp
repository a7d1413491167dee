class { '::osnailyfacter::dns::dns_client': }
class { '::osnailyfacter::ssl::ssl_add_trust_chain': }
class { '::osnailyfacter::override_resources': }
