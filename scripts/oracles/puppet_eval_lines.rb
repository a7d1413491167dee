#!/usr/bin/env ruby
# Evaluates Puppet expressions one by one in a single Puppet 7 process and prints, as a JSON
# array, each expression with the error message Puppet raises for it (location and the
# "Error while evaluating a ..." preamble removed) or, when it evaluates, its value rendered
# with Puppet's `%p` format.
#
# usage: ruby scripts/oracles/puppet_eval_lines.rb SNIPPETS.txt > expected.json
#   SNIPPETS.txt: one expression a line; blank lines and lines starting with '#' are skipped.
# Everything Puppet writes lives in a temporary sandbox, removed at the end.
require 'json'
require 'tmpdir'
require 'puppet'

Dir.mktmpdir('puppet-eval') do |tmp|
  dirs = %w[conf var code log run].to_h { |d| [d, File.join(tmp, d)] }
  Puppet.initialize_settings([
    '--confdir', dirs['conf'], '--vardir', dirs['var'], '--codedir', dirs['code'],
    '--logdir', dirs['log'], '--rundir', dirs['run'], '--modulepath', File.join(tmp, 'modules')
  ])
  node = Puppet::Node.new('n1.example.com')
  env = Puppet::Node::Environment.create(:production, [])
  node.environment = env
  compiler = Puppet::Parser::Compiler.new(node)
  results = []
  Puppet.override(Puppet.base_context(Puppet.settings).merge(current_environment: env, loaders: compiler.loaders)) do
    scope = compiler.topscope
    parser = Puppet::Pops::Parser::EvaluatingParser.new
    File.readlines(ARGV.fetch(0), chomp: true).each do |line|
      next if line.strip.empty? || line.start_with?('#')
      begin
        value = parser.evaluate_string(scope, line)
        results << { 'snippet' => line, 'value' => Puppet::Pops::Types::StringConverter.singleton.convert(value, '%p') }
      rescue StandardError => e
        message = e.message
          .sub(/\AEvaluation Error: /, '')
          .sub(/\AError while evaluating a (Function Call|Method call), /, '')
          .sub(/ \(line: \d+, column: \d+\)\z/, '')
        results << { 'snippet' => line, 'error' => message }
      end
    end
  end
  puts JSON.pretty_generate(results)
end
