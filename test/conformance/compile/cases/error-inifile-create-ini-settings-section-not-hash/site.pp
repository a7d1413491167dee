# Every section must be a hash of settings: a scalar section fails, naming it as Ruby's to_s does.
inifile::create_ini_settings({ 'main' => { 'a' => 1 }, 'flat' => 'value' }, { 'path' => '/etc/app.ini' })
