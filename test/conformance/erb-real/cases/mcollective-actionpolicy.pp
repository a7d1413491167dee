class erbcase {
  $data = {'default' => 'deny', 'lines' => [
    {'action' => 'allow', 'callerid' => 'cert=admin', 'actions' => '*', 'facts' => '*', 'classes' => '*'},
    {'action' => 'allow', 'callerid' => 'cert=ops', 'actions' => 'status restart', 'facts' => 'role=web', 'classes' => 'nginx'},
    {'classes' => 'x', 'action' => 'deny', 'callerid' => '*', 'actions' => 'stop', 'facts' => '*', 'extra' => 'ignored'},
  ]}
  notify { 'erb': message => template('mcollective/actionpolicy.erb') }
}
include erbcase
