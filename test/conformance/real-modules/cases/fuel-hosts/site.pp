class { '::osnailyfacter::hosts::hosts' :}
class { '::osnailyfacter::override_resources': }
