class { '::osnailyfacter::ssl::ssl_keys_saving' :}
class { '::osnailyfacter::override_resources': }
