# nova::policy's pattern: a class creates a define instance with a tag through create_resources;
# the define creates another. Only tags reach the inner resources, not the tag parameter.
define policy_default($mode = '0640') { file { "/etc/${title}": mode => $mode } }
define policy($path = $title) {
  create_resources('policy_default', { $path => { mode => '0600' } })
  notify { "policy-${title}": }
}
class nova_policy {
  create_resources('policy', { 'nova/policy.yaml' => { tag => 'nova' } })
}
include nova_policy
create_resources('policy', { 'top/policy.yaml' => { tag => ['top', 'policy'], noop => true } })
policy { 'plain/policy.yaml': tag => 'plain' }
