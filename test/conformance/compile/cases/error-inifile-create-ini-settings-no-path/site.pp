# Without a path in the defaults (and no section named path), the first section fails.
inifile::create_ini_settings({ 'main' => { 'a' => 1 } }, { 'key_val_separator' => '=' })
