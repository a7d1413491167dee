# epp() appends .epp to a name that lacks it (rsyslog renders 'rsyslog/global_config' so).
notify { 'bare': message => epp('mod/greet', { 'who' => 'bare' }) }
notify { 'suffixed': message => epp('mod/greet.epp', { 'who' => 'suffixed' }) }
